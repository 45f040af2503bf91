// The light sign-in page's behaviour (docs/decisions/0026): the React sign-in page's rules, texts and steps
// (docs/product/auth.md) on a plain form, so a signed-out visitor's first page loads a few KB of script and
// no portal. The same rules, the same call and the same `next` as the React page: a refusal shows the
// server's message, two-factor goes on to /login/two-factor with the same query, success leaves for `next`.
import { loginSchema, postLogin } from '@portal/shared-api/auth';
import type { ValidationError } from 'yup';
import { safeNext } from '../auth/safe-next.ts';

type Field = 'email' | 'password';

/** Wires the page's form; `go` leaves the page (location.assign in the browser). */
export function wireSignInForm(form: HTMLFormElement, go: (to: string) => void): void {
  const alert = form.querySelector<HTMLElement>('[data-alert]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement;

  function showError(name: Field, message: string | null) {
    const field = input(name);
    const text = form.querySelector<HTMLElement>(`#${name}-error`);
    if (!text) return;
    text.textContent = message ?? '';
    text.hidden = !message;
    field.setAttribute('aria-invalid', String(Boolean(message)));
  }

  function showAlert(message: string | null) {
    if (!alert) return;
    alert.textContent = message ?? '';
    alert.hidden = !message;
  }

  // Show / hide the password, as the portal's password field does.
  const reveal = form.querySelector<HTMLButtonElement>('[data-reveal]');
  reveal?.addEventListener('click', () => {
    const shown = input('password').type === 'password';
    input('password').type = shown ? 'text' : 'password';
    reveal.setAttribute('aria-label', shown ? 'Hide password' : 'Show password');
    reveal.setAttribute('aria-pressed', String(shown));
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  async function submit() {
    const values = { email: input('email').value.trim(), password: input('password').value };
    showAlert(null);
    try {
      await loginSchema.validate(values, { abortEarly: false });
      showError('email', null);
      showError('password', null);
    } catch (failure) {
      const errors = (failure as ValidationError).inner;
      for (const name of ['email', 'password'] as const)
        showError(name, errors.find((error) => error.path === name)?.message ?? null);
      input(errors[0]?.path === 'password' ? 'password' : 'email').focus();
      return;
    }
    if (button) button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const answer = await postLogin(values);
      const search = location.search;
      go('user' in answer ? safeNext(new URLSearchParams(search).get('next')) : `/login/two-factor${search}`);
    } catch (failure) {
      showAlert((failure as Error).message);
      if (button) button.disabled = false;
      form.removeAttribute('aria-busy');
    }
  }
}
