import { ENROLLMENT_TEXTS, useEnrollments, type MyCoursesTab } from '@portal/shared-api/enrollments';
import { Button, EmptyState } from '@portal/shared-ui';
import { PageFrame, QueryState, TabsWithCounts } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { MyCourseGrid } from '../components/my-course-grid.tsx';
import { MyCoursesSkeleton } from '../components/my-courses-skeleton.tsx';
import { MyCoursesStats } from '../components/my-courses-stats.tsx';
import { MyCoursesToolbar } from '../components/my-courses-toolbar.tsx';
import { useMyCoursesParams } from '../hooks/use-my-courses-params.ts';
import { isInTab, matchesSearch, myCoursesStats, sortCourses, tabCounts } from '../utils/my-courses-list.ts';

const TABS: { value: MyCoursesTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

/**
 * /user/courses (docs/product/enrollments.md#my-courses): every enrolment, including courses removed from the
 * library (they are still followed), with stats, a search, a sort and tabs kept in the URL.
 */
export function MyCoursesPage() {
  const courses = useEnrollments();
  const { q, sort, tab, setSearch, setSort, setTab } = useMyCoursesParams();

  return (
    <PageFrame title="My Courses" description="Every course you follow, and where you left off.">
      <QueryState
        query={courses}
        errorTitle={ENROLLMENT_TEXTS.coursesFailed}
        errorMessage={(error) => error.message || ENROLLMENT_TEXTS.fetchFailed}
        loading={<MyCoursesSkeleton />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={ENROLLMENT_TEXTS.noEnrolments}
            action={
              <Button asChild>
                <Link to="/courses">{ENROLLMENT_TEXTS.browseCourses}</Link>
              </Button>
            }
          />
        }
      >
        {(data) => {
          // The tab counts follow the search; the stat cards stay the whole picture.
          const found = data.filter((course) => matchesSearch(course, q));
          const counts = tabCounts(found);
          return (
            <>
              <MyCoursesStats stats={myCoursesStats(data)} />
              <MyCoursesToolbar search={q} sort={sort} onSearchChange={setSearch} onSortChange={setSort} />
              <TabsWithCounts<MyCoursesTab>
                tabs={TABS.map((item) => ({ ...item, count: counts[item.value] }))}
                value={tab}
                onValueChange={setTab}
              >
                {(shown) => (
                  <MyCourseGrid
                    courses={sortCourses(
                      found.filter((course) => isInTab(course, shown)),
                      sort,
                    )}
                  />
                )}
              </TabsWithCounts>
            </>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
