// Entry of the light sign-in page (shell/src/sign-in/page.html), built apart from the portal: no React, no
// Module Federation (docs/decisions/0026).
import { wireSignInForm } from './sign-in-form.ts';

const form = document.querySelector<HTMLFormElement>('form[data-sign-in]');
if (form) wireSignInForm(form, (to) => location.assign(to));
// Registering keeps the same `next`, as the React page's link does.
const register = document.querySelector<HTMLAnchorElement>('a[href="/register"]');
if (register) register.href = `/register${location.search}`;
