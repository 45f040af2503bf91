// What the player's address asks for: the course and lesson (the route's), and where the opened lesson's
// video starts (?t= seconds, a note's moment).
import { useParams } from '@portal/shared-ui/router';
import { useUrlState, wholeNumber } from '@portal/shared-ui/routing';

const PLAYER_PARAMS = { t: wholeNumber() };

export function usePlayerParams() {
  const { courseSlug, lessonId } = useParams();
  const { params } = useUrlState(PLAYER_PARAMS);
  return { courseSlug, lessonId, startTime: params.t };
}
