import { IconButton } from '@portal/shared-ui';
import { Tooltip } from '@portal/shared-ui/overlays';
import { LibraryIcon, type LibraryIconName } from './library-icon.tsx';

type IconActionProps = {
  label: string;
  icon: LibraryIconName;
  onClick: () => void;
  /** A toggle: announced as pressed, its icon filled. */
  isPressed?: boolean;
  isPending?: boolean;
  colorPalette?: string;
};

/** An icon button named by its label, which also shows as a tooltip on hover and focus. */
export function IconAction({
  label,
  icon,
  onClick,
  isPressed,
  isPending = false,
  colorPalette,
}: IconActionProps) {
  return (
    <Tooltip.Root openDelay={300}>
      <Tooltip.Trigger asChild>
        <IconButton
          aria-label={label}
          aria-pressed={isPressed}
          size="sm"
          variant={isPressed ? 'subtle' : 'ghost'}
          colorPalette={colorPalette}
          loading={isPending}
          onClick={onClick}
        >
          <LibraryIcon name={icon} isFilled={isPressed} />
        </IconButton>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
