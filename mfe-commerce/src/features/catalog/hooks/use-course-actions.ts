// What the course page's buttons do. Signed out, each one goes to /login?next=<this page>&action=<it>,
// and the page carries the action out once the visitor is back signed in.
import { useEffect, useRef, useState } from 'react';
import { toaster } from '@portal/shared-ui';
import { useLocation, useNavigate } from '@portal/shared-ui/router';
import { freeText, useUrlState } from '@portal/shared-ui/routing';
import { useAuth, type ApiError } from '@portal/shared-api/core';
import { CART_TEXTS, useAddToCart } from '@portal/shared-api/cart';
import { CATALOG_TEXTS, useCourseDetail, type CourseDetail } from '@portal/shared-api/catalog';
import { ENROLLMENT_TEXTS, postEnrollFree } from '@portal/shared-api/enrollments';
import { addSavedCourse, removeSavedCourse, SAVED_COURSES_TEXTS } from '@portal/shared-api/saved-courses';

export const COURSE_ACTIONS = ['enroll', 'cart', 'buy', 'save'] as const;
export type CourseAction = (typeof COURSE_ACTIONS)[number];

// Read as typed: an unknown action is dropped from the URL too, just not carried out.
const ACTION_PARAMS = { action: freeText() };

const fail = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: (error as ApiError).message });

export function useCourseActions(course: CourseDetail) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { params, set } = useUrlState(ACTION_PARAMS);
  const { mutate } = useCourseDetail(course.Slug);
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState<CourseAction | null>(null);
  const refresh = () => mutate();
  const playerPath = `/user/courses/${course.Slug}/read`;

  const run = async (action: CourseAction) => {
    if (!user) {
      const next = `${location.pathname}?action=${action}`;
      void navigate(`/login?next=${encodeURIComponent(next)}`);
      return;
    }
    setBusy(action);
    try {
      if (action === 'enroll') {
        await postEnrollFree(course.Id).catch((error: unknown) => {
          fail(ENROLLMENT_TEXTS.enrollFailed)(error);
          throw error;
        });
        toaster.create({ type: 'success', title: CATALOG_TEXTS.enrolled });
        await refresh();
        void navigate(playerPath);
      } else if (action === 'cart' || action === 'buy') {
        if (!course.Viewer?.InCart)
          await addToCart.trigger(course.Id).catch((error: unknown) => {
            fail(CART_TEXTS.addFailed)(error);
            throw error;
          });
        if (action === 'buy') void navigate('/checkout');
        else toaster.create({ type: 'success', title: CATALOG_TEXTS.addedToCart });
      } else if (course.Viewer?.WishlistItemId) {
        await removeSavedCourse(course.Viewer.WishlistItemId).catch((error: unknown) => {
          fail(SAVED_COURSES_TEXTS.removeFailed)(error);
          throw error;
        });
        toaster.create({ type: 'success', title: SAVED_COURSES_TEXTS.removed });
        await refresh();
      } else {
        await addSavedCourse(course.Id).catch((error: unknown) => {
          fail(SAVED_COURSES_TEXTS.addFailed)(error);
          throw error;
        });
        toaster.create({ type: 'success', title: SAVED_COURSES_TEXTS.added });
        await refresh();
      }
    } catch {
      // Told in a toast already.
    } finally {
      setBusy(null);
    }
  };

  // Back from sign-in with ?action=…: do it once the page knows who is asking, then drop it from the URL.
  const pending = params.action;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !user || !course.Viewer || !pending) return;
    done.current = true;
    set({ action: '' }, { replace: true });
    const action = COURSE_ACTIONS.find((a) => a === pending);
    const pointless = course.Viewer.HasAccess || (action === 'save' && course.Viewer.WishlistItemId !== null);
    if (action && !pointless) void run(action);
  });

  return { run, busy, playerPath, isSignedIn: Boolean(user) };
}
