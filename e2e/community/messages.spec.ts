import { expect, test, type Page } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('two students exchange messages and each sees the other’s arrive without reloading', async ({
  browser,
  baseURL,
}) => {
  const alexContext = await signedInContext(browser, baseURL as string, 'student');
  const priyaContext = await signedInContext(browser, baseURL as string, 'student2');
  const alex = await alexContext.newPage();
  const priya = await priyaContext.newPage();
  await alex.goto('/user/messages');
  await priya.goto('/user/messages');
  await expect(alex.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(priya.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  // Priya reads her conversation with Marco meanwhile. (With none chosen, the page shows the latest one, and
  // what it shows is read: Alex's would be read the moment it arrived.)
  await priya.getByRole('button', { name: /Marco Bianchi/ }).click();
  await expect(priya).toHaveURL(/[?&]conversation=/);

  // Alex writes to Priya (they share Digital Marketing Strategy) through New Message.
  await alex.getByRole('button', { name: 'New Message' }).click();
  const dialog = alex.getByRole('dialog', { name: 'New Message' });
  await dialog.getByLabel('Search people').fill('Priya');
  await dialog.getByText('Priya Nair').click();
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await expect(dialog).toBeHidden();
  const stamp = Date.now().toString(36);
  const hello = `Hi Priya, are you taking the marketing quiz tonight? ${stamp}`;
  const box = alex.getByRole('textbox', { name: 'Message' });
  await box.fill(hello);
  await box.press('Enter');
  await expect(thread(alex).getByText(hello)).toBeVisible();
  await expect(box).toHaveValue('');

  // Priya's page learns of it from the live stream: the conversation appears, with the unread count beside
  // Messages in the sidebar.
  await expect(priya.getByTestId('unread-messages')).toBeVisible();
  await priya.getByRole('button', { name: /Alex Morgan/ }).click();
  await expect(thread(priya).getByText(hello)).toBeVisible();
  const reply = `Yes! Shall we compare answers after? ${stamp}`;
  await priya.getByRole('textbox', { name: 'Message' }).fill(reply);
  await priya.getByRole('textbox', { name: 'Message' }).press('Enter');

  await expect(thread(alex).getByText(reply)).toBeVisible();

  // Shift+Enter breaks the line instead of sending.
  await box.fill('Sure.');
  await box.press('Shift+Enter');
  // The link carries this run's stamp: a retry finds the conversation holding the first try's messages.
  const quiz = `https://academy.test/quiz/${stamp}`;
  await box.pressSequentially(`Link: ${quiz}`);
  await expect(box).toHaveValue(`Sure.\nLink: ${quiz}`);
  await box.press('Enter');
  const link = thread(priya).getByRole('link', { name: quiz });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // Alex deletes his first message: it disappears from Priya's screen too.
  const mine = thread(alex).getByTestId('message').filter({ hasText: hello });
  await mine.getByRole('button', { name: 'Delete your message' }).click();
  await alex.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(thread(alex).getByText(hello)).toBeHidden();
  await expect(thread(priya).getByText(hello)).toBeHidden();

  // Someone else's message offers no delete.
  const hers = thread(alex).getByTestId('message').filter({ hasText: reply });
  await expect(hers.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await alexContext.close();
  await priyaContext.close();
});

test('a student sends a file to a conversation and it downloads for its members', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/messages');
  await page.getByRole('button', { name: /Maya Chen/ }).click();
  // The file goes to the conversation on screen: attach once Maya's has replaced the one shown first (the
  // latest), as a person would see it has.
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('heading', { name: 'Maya Chen', level: 2 })).toBeVisible();
  await page.getByTestId('attach-input').setInputFiles({
    name: 'study-plan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Week 1: hooks\nWeek 2: context\n'),
  });
  const file = thread(page)
    .getByRole('link', { name: /study-plan\.txt/ })
    .last();
  await expect(file).toBeVisible();
  // Fetched as the member's browser would on click, through the link's own address: the list re-renders
  // as live events arrive, which can detach the link under a click on a loaded machine.
  const href = await file.getAttribute('href');
  const answer = await page.request.get(href as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-disposition']).toContain('study-plan.txt');
  expect(await answer.text()).toBe('Week 1: hooks\nWeek 2: context\n');
  await expect(file).toHaveAttribute('download', 'study-plan.txt');
  // A program dressed as a PDF is refused with a message that says what can be sent.
  await page.getByTestId('attach-input').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type cannot be sent' })).toBeVisible();
  await context.close();
});
