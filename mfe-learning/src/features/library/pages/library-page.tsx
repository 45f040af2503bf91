import {
  ENROLLMENT_TEXTS,
  LIBRARY_TABS,
  useEnrollments,
  useLearningOverview,
  type LibraryTab,
} from '@portal/shared-api/enrollments';
import { useIsOnline, useOfflineCourses, useProgressSync } from '@portal/shared-api/offline';
import { CardGridSkeleton, PageFrame, QueryState, TabsWithCounts } from '@portal/shared-ui/data';
import { DeviceSpace } from '../components/device-space.tsx';
import { LibraryCourseList } from '../components/library-course-list.tsx';
import { LibraryFilters } from '../components/library-filters.tsx';
import { LibraryStats } from '../components/library-stats.tsx';
import { LibraryViewToggle } from '../components/library-view-toggle.tsx';
import { RemovedCourses } from '../components/removed-courses.tsx';
import { useLapsedRemoval } from '../hooks/use-lapsed-removal.ts';
import { useLibraryParams } from '../hooks/use-library-params.ts';
import {
  isInTab,
  libraryStats,
  libraryTabCounts,
  matchesFilters,
  sortLibrary,
} from '../utils/library-list.ts';

/**
 * /user/library (docs/product/library.md#library-page): the courses the student keeps, with stats, filters,
 * sort, tabs and the view in the URL. Courses removed from the library stay enrolled: they are counted
 * nowhere and listed apart. Downloaded lists the courses stored on this device
 * (docs/product/library.md#offline-downloads).
 */
export function LibraryPage() {
  const enrolments = useEnrollments();
  const overview = useLearningOverview();
  const { params, set } = useLibraryParams();
  const stored = useOfflineCourses().data;
  const isOnline = useIsOnline();
  const onDevice = new Set(stored?.map((course) => course.courseId));
  useProgressSync();
  // Only a list the server has just answered decides what leaves the device, never a cached one.
  const isFresh = !enrolments.isValidating && !enrolments.error;
  useLapsedRemoval(isFresh ? enrolments.data : undefined, stored, isOnline);
  // Offline with no list from the server, the library is what this device holds, as last seen online.
  const courses =
    enrolments.data === undefined && enrolments.error && stored?.length
      ? { ...enrolments, data: stored.map((course) => course.enrolment), error: undefined }
      : enrolments;

  return (
    <PageFrame
      title="My Library"
      description="The courses you keep: favourites, downloads and certificates."
      actions={<LibraryViewToggle view={params.view} onChange={(view) => set('view', view)} />}
    >
      <QueryState
        query={courses}
        errorTitle={ENROLLMENT_TEXTS.coursesFailed}
        errorMessage={(error) => error.message || ENROLLMENT_TEXTS.fetchFailed}
        loading={
          <CardGridSkeleton
            count={6}
            columns={{ base: 1, md: 2, xl: 3 }}
            height="96"
            label="Loading your library"
          />
        }
      >
        {(data) => {
          const library = data.filter((course) => !course.IsRemovedFromLibrary);
          const removed = data.filter((course) => course.IsRemovedFromLibrary);
          // The tab counts follow the filters, so a tab's count is the number of cards it shows.
          const filtered = library.filter((course) => matchesFilters(course, params));
          const counts = libraryTabCounts(filtered, onDevice);
          return (
            <>
              <LibraryStats stats={libraryStats(library)} hoursLearned={overview.data?.TotalHoursLearned} />
              <DeviceSpace stored={stored ?? []} isOnline={isOnline} />
              <LibraryFilters params={params} onChange={set} />
              <TabsWithCounts<LibraryTab>
                tabs={LIBRARY_TABS.map((tab) => ({ ...tab, count: counts[tab.value] }))}
                value={params.tab}
                onValueChange={(tab) => set('tab', tab)}
              >
                {(tab) => (
                  <LibraryCourseList
                    courses={sortLibrary(
                      filtered.filter((course) => isInTab(course, tab, onDevice)),
                      params.sort,
                    )}
                    view={params.view}
                    isLibraryEmpty={library.length === 0}
                  />
                )}
              </TabsWithCounts>
              <RemovedCourses courses={removed} />
            </>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
