import { Avatar as ChakraAvatar } from '@chakra-ui/react';

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Next to the visible name (a menu button, a list row): hidden from assistive technology. */
  decorative?: boolean;
};

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => (part ?? '').charAt(0).toUpperCase()).join('');
}

export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  return (
    <ChakraAvatar.Root size={size} aria-hidden={decorative || undefined}>
      <ChakraAvatar.Fallback aria-label={decorative ? undefined : name}>
        {initials(name)}
      </ChakraAvatar.Fallback>
      {src ? <ChakraAvatar.Image src={src} alt={decorative ? '' : name} /> : null}
    </ChakraAvatar.Root>
  );
}
