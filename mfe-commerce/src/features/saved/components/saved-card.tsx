import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@portal/shared-ui';
import { CoverImage, PriceTag, StarRating } from '@portal/shared-ui/data';
import { Checkbox, Switch } from '@portal/shared-ui/forms';
import { Menu } from '@portal/shared-ui/overlays';
import { Link } from '@portal/shared-ui/router';
import { formatMoney } from '@portal/shared-api/core';
import type { Collection, SavedItem } from '@portal/shared-api/saved-courses';

export type SavedCardActions = {
  onSelect: (selected: boolean) => void;
  onAddToCart: () => void;
  onRemove: () => void;
  onPriceAlert: (enabled: boolean) => void;
  onToggleCollection: (collectionId: string, inIt: boolean) => void;
};

type SavedCardProps = SavedCardActions & {
  item: SavedItem;
  selected: boolean;
  collections: Collection[];
  layout: 'grid' | 'list';
  busy: boolean;
};

/** One saved course: its card, the way on (continue, in cart, or add to cart), price alert, collections. */
export function SavedCard({ item, selected, collections, layout, busy, ...on }: SavedCardProps) {
  const { Course: course } = item;
  const action = item.IsEnrolled ? (
    <Button asChild size="sm" variant="outline">
      <Link to={`/courses/${course.Slug}/learn`}>Continue learning</Link>
    </Button>
  ) : item.IsInCart ? (
    <Button asChild size="sm" variant="outline">
      <Link to="/cart">In Cart</Link>
    </Button>
  ) : (
    <Button size="sm" loading={busy} onClick={on.onAddToCart} aria-label={`Add to cart: ${course.Title}`}>
      Add to cart
    </Button>
  );
  return (
    <Card.Root
      as="article"
      aria-label={course.Title}
      overflow="hidden"
      flexDirection={layout === 'list' ? 'row' : 'column'}
    >
      <Stack width={layout === 'list' ? '48' : 'full'} flexShrink={0}>
        <CoverImage src={course.Thumbnail} alt="" />
      </Stack>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="flex-start">
          <Heading as="h2" size="sm" lineClamp={2}>
            <Link to={`/courses/${course.Slug}`}>{course.Title}</Link>
          </Heading>
          <Checkbox.Root checked={selected} onCheckedChange={(e) => on.onSelect(e.checked === true)}>
            <Checkbox.HiddenInput aria-label={`Select ${course.Title}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {course.User.FirstName} {course.User.LastName}
        </Text>
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <StarRating value={course.Rating} label={`Rated ${course.Rating.toFixed(1)}`} />
          <Text color="fg.muted">({course.Reviews})</Text>
          <Badge variant="subtle" textTransform="capitalize">
            {course.Level}
          </Badge>
          <Badge variant="outline">{course.Category}</Badge>
        </HStack>
        <PriceTag price={course.Price} originalPrice={course.OriginalPrice} format={formatMoney} />
        <HStack gap="2" wrap="wrap">
          {action}
          <Menu.Root
            closeOnSelect={false}
            onSelect={(d) => on.onToggleCollection(d.value, item.CollectionIds.includes(d.value))}
          >
            <Menu.Trigger asChild>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Collections of ${course.Title}`}
                disabled={collections.length === 0}
              >
                Collections
              </Button>
            </Menu.Trigger>
            <Menu.Positioner>
              <Menu.Content>
                {collections.map((c) => (
                  <Menu.Item key={c.Id} value={c.Id}>
                    {item.CollectionIds.includes(c.Id) ? '✓ ' : ''}
                    {c.Username}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Root>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={on.onRemove}
            aria-label={`Remove ${course.Title}`}
          >
            Remove
          </Button>
        </HStack>
        <Switch.Root checked={item.PriceAlert} onCheckedChange={(e) => on.onPriceAlert(e.checked)} size="sm">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Price alert</Switch.Label>
        </Switch.Root>
      </Card.Body>
    </Card.Root>
  );
}
