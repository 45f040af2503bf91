import { Avatar as ChakraAvatar } from '@chakra-ui/react';

export type AvatarProps = { name: string; src?: string | null; size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' };

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => (part ?? '').charAt(0).toUpperCase()).join('');
}

export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <ChakraAvatar.Root size={size}>
      <ChakraAvatar.Fallback aria-label={name}>{initials(name)}</ChakraAvatar.Fallback>
      {src ? <ChakraAvatar.Image src={src} alt={name} /> : null}
    </ChakraAvatar.Root>
  );
}
