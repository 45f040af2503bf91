import { chakra, HStack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';

export type StarRatingProps = {
  value: number;
  /** When given, the rating is an input: a radio group of five stars, arrow keys move the value. */
  onChange?: (value: number) => void;
  label?: string;
  max?: number;
};

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export function StarRating({ value, onChange, label = 'Rating', max = 5 }: StarRatingProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const stars = Array.from({ length: max }, (_, index) => index + 1);

  if (!onChange) {
    return (
      <HStack gap="0.5" color="orange.400" role="img" aria-label={`${label}: ${value} out of ${max}`}>
        {stars.map((star) => (
          <Star key={star} filled={star <= Math.round(value)} />
        ))}
      </HStack>
    );
  }

  const select = (next: number) => {
    const clamped = Math.min(max, Math.max(1, next));
    onChange(clamped);
    refs.current[clamped - 1]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: 1,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <HStack gap="0.5" role="radiogroup" aria-label={label} onKeyDown={handleKeyDown}>
      {stars.map((star) => {
        const checked = star === value;
        // Roving tabindex: one tab stop for the group, on the checked star (or the first).
        const focusable = checked || (value < 1 && star === 1);
        return (
          <chakra.button
            key={star}
            ref={(node: HTMLButtonElement | null) => {
              refs.current[star - 1] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${star} star${star === 1 ? '' : 's'}`}
            tabIndex={focusable ? 0 : -1}
            onClick={() => select(star)}
            color={star <= value ? 'orange.400' : 'fg.muted'}
            cursor="pointer"
            rounded="sm"
            focusRingColor="brand.focusRing"
          >
            <Star filled={star <= value} />
          </chakra.button>
        );
      })}
    </HStack>
  );
}
