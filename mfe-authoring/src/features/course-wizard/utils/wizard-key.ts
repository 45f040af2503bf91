// Which wizard a location belongs to. The first save on /new moves to the draft's edit address carrying the
// key of the /new visit, so the page keeps the one wizard it has (no remount: an open dialog, what is typed
// in it, focus and caret stay); any other visit to an address starts a wizard of its own.
type WizardLocation = { key: string; state: unknown };

const carriedKey = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'wizardKey' in state && typeof state.wizardKey === 'string'
    ? state.wizardKey
    : undefined;

/** The key the wizard page is mounted under: one per /new visit (kept by its first save), else the draft. */
export function wizardKey(location: WizardLocation, draftId: string | undefined): string {
  return carriedKey(location.state) ?? draftId ?? location.key;
}

/** The navigation state that keeps /new's wizard mounted when its first save gives it an address. */
export function keepWizard(location: WizardLocation) {
  return { wizardKey: wizardKey(location, undefined) };
}
