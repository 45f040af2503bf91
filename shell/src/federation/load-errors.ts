// Why a remote failed to load, kept for the region to say so. The federation runtime reports the cause to
// the error plugin and then resolves the load with nothing; the region asks here what happened. A version
// skew (a remote built against a newer singleton than the running shell has, e.g. another major of react or
// a newer shared-ui) gets a message naming the package and both versions.
const causes = new Map<string, unknown>();

/** `learning/App` → `learning`. */
const remoteOf = (id: string) => id.split('/')[0] ?? id;

export function noteLoadError(id: string, error: unknown): void {
  causes.set(remoteOf(id), error);
}

export function takeLoadError(remote: string): unknown {
  const cause = causes.get(remote);
  causes.delete(remote);
  return cause;
}

// runtime-core utils/share.ts: "Version 1.0.0 from shell of shared singleton module @portal/shared-ui does
// not satisfy the requirement of learning which needs ^1.1.0)"
const SKEW =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

export function describeLoadError(error: unknown): string | null {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const skew = SKEW.exec(text);
  if (!skew) return null;
  const [, running, name, needed] = skew;
  return `This section needs ${name} ${needed}, but the portal runs ${name} ${running}. It will work again once both are released together.`;
}
