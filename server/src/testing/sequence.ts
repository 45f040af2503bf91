// One counter per test process, so every factory call makes unique slugs, emails and codes.
let last = 0;

export function nextNumber(): number {
  last += 1;
  return last;
}
