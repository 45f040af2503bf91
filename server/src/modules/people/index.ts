// People as other people see them: display names, avatars and presence, for every module that lists someone
// (docs/product/portal.md#role-label-and-display-name).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { displayNameOf, peopleByIds, photoUrl, presenceOf, toParticipant } from './people.ts';
