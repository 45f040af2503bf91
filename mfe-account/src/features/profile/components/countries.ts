// The country choice of the profile (docs/product/account.md#limits): the preferred countries first (us, gb,
// ca, au, fr, de, cm), then every other in alphabetical order, named in English by the browser
// (Intl.DisplayNames). Stored as the name.
const PREFERRED = ['US', 'GB', 'CA', 'AU', 'FR', 'DE', 'CM'];
const OTHERS =
  'AD AE AF AG AL AM AO AR AT AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CD CF CG CH CI CL CN CO CR CU CV CY CZ DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM GA GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG UY UZ VA VC VE VN VU WS YE ZA ZM ZW'.split(
    ' ',
  );

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (code: string) => names.of(code) ?? code;

export const DEFAULT_COUNTRY = nameOf('US');

export const COUNTRY_OPTIONS = [
  ...PREFERRED.map(nameOf),
  ...OTHERS.map(nameOf).sort((a, b) => a.localeCompare(b)),
].map((name) => ({ value: name, label: name }));
