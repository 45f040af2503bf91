// The player's own control bar (Chakra over shaka's core, docs/decisions/0021-library-picks.md#video): every
// control a labelled button, menu or slider, reachable by Tab, with a visible focus ring.
import { Box, HStack, IconButton, Portal, Text, VisuallyHidden } from '@portal/shared-ui';
import { Slider } from '@portal/shared-ui/forms';
import { Menu } from '@portal/shared-ui/overlays';
import { PLAYBACK_RATES, SEEK_STEP_SECONDS } from '@portal/shared-api/player';
import { PlayerIcon, type PlayerIconName } from '../components/player-icon.tsx';
import { formatTime } from '../utils/lesson-choice.ts';
import type { CaptionChoice } from './use-shaka.ts';

export type ControlBarProps = {
  isPlaying: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  qualities: number[];
  quality: number | null;
  captions: CaptionChoice[];
  captionLanguage: string | null;
  canPip: boolean;
  onPlayPause: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onMute: () => void;
  onRate: (rate: number) => void;
  onQuality: (height: number | null) => void;
  onCaptions: (language: string | null) => void;
  onFullscreen: () => void;
  onPip: () => void;
};

// Buttons of at least 44 px on a phone or under a finger (docs/product/player.md#video-controls), the design
// system's 36 px with a mouse on a wider screen.
const TARGET = {
  minW: { base: '11', md: '9' },
  h: { base: '11', md: '9' },
  css: { '@media (pointer: coarse)': { minWidth: '2.75rem', height: '2.75rem' } },
} as const;

function Control({ label, icon, onClick }: { label: string; icon: PlayerIconName; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      size="sm"
      {...TARGET}
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.300' }}
      onClick={onClick}
    >
      <PlayerIcon name={icon} />
    </IconButton>
  );
}

type Choice = { value: string; label: string };

function ChoiceMenu({
  label,
  current,
  choices,
  onSelect,
  text,
}: {
  label: string;
  current: string;
  choices: Choice[];
  onSelect: (value: string) => void;
  text: string;
}) {
  return (
    <Menu.Root positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        {/* Named "Speed 1.25×": the visible value is part of the name (WCAG 2.5.3). */}
        <IconButton
          title={label}
          size="sm"
          {...TARGET}
          variant="ghost"
          color="white"
          minW="12"
          _hover={{ bg: 'whiteAlpha.300' }}
        >
          <VisuallyHidden>{label} </VisuallyHidden>
          <Text fontSize="xs" fontWeight="semibold">
            {text}
          </Text>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={current} onValueChange={(details) => onSelect(details.value)}>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {choices.map((choice) => (
                <Menu.RadioItem key={choice.value} value={choice.value}>
                  {choice.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function ControlBar(props: ControlBarProps) {
  const { time, duration } = props;
  const safeDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return (
    <Box bg="blackAlpha.800" color="white" px="2" pt="1" pb="1">
      {/* lg: a 24 px thumb, the smallest target WCAG 2.5.8 allows. */}
      <Slider.Root
        size="lg"
        min={0}
        max={safeDuration || 1}
        step={1}
        value={[Math.min(time, safeDuration || 1)]}
        onValueChange={(details) => props.onSeek(details.value[0] ?? 0)}
        aria-label={['Seek']}
        getAriaValueText={() => `${formatTime(time)} of ${formatTime(safeDuration)}`}
        colorPalette="blue"
      >
        <Slider.Control>
          <Slider.Track bg="whiteAlpha.400">
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <HStack gap="1" wrap="wrap">
        <Control
          label={props.isPlaying ? 'Pause' : 'Play'}
          icon={props.isPlaying ? 'pause' : 'play'}
          onClick={props.onPlayPause}
        />
        <Control
          label={`Back ${SEEK_STEP_SECONDS} seconds`}
          icon="back10"
          onClick={() => props.onSeek(time - SEEK_STEP_SECONDS)}
        />
        <Control
          label={`Forward ${SEEK_STEP_SECONDS} seconds`}
          icon="forward10"
          onClick={() => props.onSeek(time + SEEK_STEP_SECONDS)}
        />
        <Control
          label={props.muted ? 'Unmute' : 'Mute'}
          icon={props.muted ? 'muted' : 'volume'}
          onClick={props.onMute}
        />
        <Box width="20">
          <Slider.Root
            size="lg"
            min={0}
            max={100}
            value={[Math.round((props.muted ? 0 : props.volume) * 100)]}
            onValueChange={(details) => props.onVolume((details.value[0] ?? 0) / 100)}
            aria-label={['Volume']}
            getAriaValueText={(details) => `${details.value}%`}
          >
            <Slider.Control>
              <Slider.Track bg="whiteAlpha.400">
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
        </Box>
        <Text fontSize="sm" px="2" aria-label={`${formatTime(time)} of ${formatTime(safeDuration)}`}>
          {formatTime(time)} / {formatTime(safeDuration)}
        </Text>
        <Box flex="1" />
        <ChoiceMenu
          label="Captions"
          text={props.captionLanguage ? 'CC' : 'CC off'}
          current={props.captionLanguage ?? 'off'}
          choices={[
            { value: 'off', label: 'Off' },
            ...props.captions.map((c) => ({ value: c.language, label: c.label })),
          ]}
          onSelect={(value) => props.onCaptions(value === 'off' ? null : value)}
        />
        <ChoiceMenu
          label="Speed"
          text={`${props.rate}×`}
          current={String(props.rate)}
          choices={PLAYBACK_RATES.map((rate) => ({
            value: String(rate),
            label: rate === 1 ? 'Normal' : `${rate}×`,
          }))}
          onSelect={(value) => props.onRate(Number(value))}
        />
        {/* One rendition (a progressive file) leaves nothing to choose. */}
        {props.qualities.length > 1 ? (
          <ChoiceMenu
            label="Quality"
            text={props.quality ? `${props.quality}p` : 'Auto'}
            current={props.quality ? String(props.quality) : 'auto'}
            choices={[
              { value: 'auto', label: 'Auto' },
              ...props.qualities.map((h) => ({ value: String(h), label: `${h}p` })),
            ]}
            onSelect={(value) => props.onQuality(value === 'auto' ? null : Number(value))}
          />
        ) : null}
        {props.canPip ? <Control label="Picture in picture" icon="pip" onClick={props.onPip} /> : null}
        <Control label="Full screen" icon="fullscreen" onClick={props.onFullscreen} />
      </HStack>
    </Box>
  );
}
