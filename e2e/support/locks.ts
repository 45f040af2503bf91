// The journeys run side by side on one server and one seeded database. Most of them change only what they
// create, or read nothing another changes; a journey that needs none of the demo data uses a student of its
// own (`newStudent`). The demo state that some journeys change while others read it is guarded by a
// Playwright test lock: tests that share a lock never run at the same time (the others go on beside them),
// and since the runner starts the first test of its queue that it may start, they keep their file order.

/**
 * The demo student's learning: courses and their place in the Library and My Courses, lessons done, video
 * positions, player events, study minutes, goals, notes and reviews. The learning journeys read what the
 * others among them change (the tab counts while a course is completed or removed, this week's minutes
 * while a lesson ends, the seeded video position that a note's link seeks away from, the preferred study
 * time that the player's events shift), and some rely on the order they have always run in (the player's
 * journeys start from the video left at 6.5 s, the analytics from the seeded study times). The crawl's
 * player pages hold it too: leaving a video page saves the position the page opened at.
 */
export const DEMO_STUDENT_LEARNING = 'demo-student-learning';

/**
 * The community feed, one for every learner, newest first: a post another journey makes lands above the
 * one a journey has just shared.
 */
export const SOCIAL_FEED = 'social-feed';
