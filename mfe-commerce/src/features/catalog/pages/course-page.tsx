import { Box, Grid, GridItem, HStack, List, Stack, Text, Heading, Badge } from '@portal/shared-ui';
import { CardGridSkeleton, QueryState, RichTextContent, StarRating } from '@portal/shared-ui/data';
import { Link as RouterLink, useParams } from '@portal/shared-ui/router';
import { useEffect } from 'react';
import { CATALOG_TEXTS, useCourseDetail, type CourseDetail } from '@portal/shared-api/catalog';
import { BuyBox } from '../components/buy-box.tsx';
import { CourseOutline } from '../components/course-outline.tsx';
import { InstructorCard } from '../components/instructor-card.tsx';
import { RatingsSection } from '../components/ratings-section.tsx';

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

function CourseHead({ course }: { course: CourseDetail }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${course.Title} | Academy`;
    return () => {
      document.title = previous;
    };
  }, [course.Title]);
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        <RouterLink to="/courses">Courses</RouterLink>
        {course.Category ? (
          <>
            {' / '}
            <RouterLink to={`/courses?category=${course.Category.Slug}`}>{course.Category.Title}</RouterLink>
          </>
        ) : null}
      </Text>
      <Heading as="h1" size="2xl">
        {course.Title}
      </Heading>
      <Text fontSize="lg">{course.ShortDescription}</Text>
      <HStack gap="3" wrap="wrap" fontSize="sm">
        <HStack gap="1">
          <Text fontWeight="semibold">{course.Rating.toFixed(1)}</Text>
          <StarRating value={course.Rating} label={`Rated ${course.Rating.toFixed(1)}`} />
          <Text color="fg.muted">({course.RatingCount} ratings)</Text>
        </HStack>
        <Text color="fg.muted">
          {course.Students} {course.Students === 1 ? 'student' : 'students'}
        </Text>
        <Badge variant="subtle" textTransform="capitalize">
          {course.Level}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Created by {course.CreatedBy.Firstname} {course.CreatedBy.Lastname} · Last updated{' '}
        {monthYear(course.UpdatedAt)} · {course.Language}
      </Text>
    </Stack>
  );
}

function Bullets({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Text as="h2" id={id} fontSize="xl" fontWeight="semibold">
        {title}
      </Text>
      <List.Root ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** /courses/:slug: the public course page that sells (ours; linked by 01 and 03, specified by neither). */
export function CoursePage() {
  const { slug } = useParams();
  const query = useCourseDetail(slug);
  return (
    <Box p={{ base: '4', md: '6' }}>
      <QueryState
        query={query}
        errorTitle="Failed to load the course"
        notFound={<Text role="alert">{CATALOG_TEXTS.courseNotFound}</Text>}
        loading={<CardGridSkeleton count={2} columns={1} height="40" label="Loading course" />}
      >
        {(course) => (
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
            gap="8"
            alignItems="start"
          >
            <GridItem>
              <Stack gap="8">
                <CourseHead course={course} />
                <Bullets id="course-outcomes" title="What you will learn" items={course.WhatYouWillLearn} />
                <CourseOutline course={course} />
                <Bullets id="course-requirements" title="Requirements" items={course.Requirements} />
                <Stack as="section" aria-labelledby="course-description" gap="2">
                  <Text as="h2" id="course-description" fontSize="xl" fontWeight="semibold">
                    Description
                  </Text>
                  {/* Resume is HTML sanitised by the server with the portal's one allowlist. */}
                  <RichTextContent html={course.Resume} />
                </Stack>
                <InstructorCard instructor={course.Instructor} />
                <RatingsSection course={course} />
              </Stack>
            </GridItem>
            <GridItem rowStart={{ base: 1, lg: 'auto' }}>
              <BuyBox course={course} />
            </GridItem>
          </Grid>
        )}
      </QueryState>
    </Box>
  );
}
