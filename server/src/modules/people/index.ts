// The people module's face: what the app and other modules may use. Everything else in this folder is private.
export { fullName, peopleByIds, photoUrl, presenceOf, toParticipant } from './people.ts';
