// The dialog on its own (QR code, key, code checks); the switch that opens it is covered in the Playwright
// journey of two-factor sign-in.
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@portal/shared-api/testing';
import { SECURITY_TEXTS } from '@portal/shared-api/security';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog.tsx';

const setup = {
  Secret: 'JBSWY3DPEHPK3PXP',
  Uri: 'otpauth://totp/Academy:a',
  QrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

describe('EnableTwoFactorDialog', () => {
  it('shows the QR code and the key, refuses a wrong code and enables with a right one', async () => {
    mockApi({
      'POST /api/security/two-factor/enable': (request) =>
        (request.body as { Code: string }).Code === '123456'
          ? { body: { BackupCodes: ['AAAA-BBBB-CCCC-DDDD'] } }
          : {
              status: 400,
              body: { statusCode: 400, error: 'Bad Request', message: SECURITY_TEXTS.wrongCode },
            },
    });
    const onEnabled = jest.fn();
    renderWithProviders(<EnableTwoFactorDialog setup={setup} onClose={() => {}} onEnabled={onEnabled} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    expect(
      within(dialog).getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const input = within(dialog).getByPlaceholderText('Enter the 6-digit code');
    expect(input).toHaveAttribute('maxLength', '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    expect(await within(dialog).findByText(SECURITY_TEXTS.codeFormat)).toBeInTheDocument();
    await userEvent.type(input, '999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    expect(await within(dialog).findByText(SECURITY_TEXTS.wrongCode)).toBeInTheDocument();
    expect(onEnabled).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    await screen.findByText(SECURITY_TEXTS.twoFactorEnabled);
    expect(onEnabled).toHaveBeenCalledWith(['AAAA-BBBB-CCCC-DDDD']);
  });
});
