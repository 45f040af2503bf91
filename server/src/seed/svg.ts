const PALETTES: [string, string][] = [
  ['#4f46e5', '#06b6d4'],
  ['#db2777', '#f97316'],
  ['#059669', '#84cc16'],
  ['#7c3aed', '#ec4899'],
  ['#0f766e', '#22d3ee'],
  ['#b45309', '#facc15'],
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A 16:9 cover with a gradient, the category and the title (wrapped on two lines at most). */
export function coverSvg(title: string, caption: string, index: number): Buffer {
  const [from, to] = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  const words = title.split(' ');
  const first: string[] = [];
  while (words.length && [...first, words[0]].join(' ').length <= 24) first.push(words.shift()!);
  const lines = [first.join(' '), words.join(' ')].filter(Boolean);
  const text = lines
    .map((l, i) => `<text x="48" y="${200 + i * 52}" font-size="44" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="560" cy="70" r="120" fill="#ffffff" opacity="0.12"/>` +
      `<g fill="#ffffff" font-family="Helvetica, Arial, sans-serif">` +
      `<text x="48" y="120" font-size="20" letter-spacing="3" opacity="0.85">${escapeXml(caption.toUpperCase())}</text>` +
      `${text}</g></svg>`,
  );
}

/** A round avatar with the person's initials. */
export function avatarSvg(initials: string, index: number): Buffer {
  const [from] = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<circle cx="100" cy="100" r="100" fill="${from}"/>` +
      `<text x="100" y="122" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" ` +
      `font-weight="700" fill="#ffffff">${escapeXml(initials)}</text></svg>`,
  );
}
