// The Chakra primitives every page needs from its first paint, re-exported from here only
// (docs/decisions/0010): the shell and the remotes never import '@chakra-ui/react'. The heavier interactive
// primitives come with the entry that needs them (`./forms`, `./data`, `./overlays`), so the sign-in page
// loads none of them. Each primitive needs its recipe in theme/recipes.ts.
export {
  // layout
  AspectRatio,
  Box,
  Center,
  Container,
  Flex,
  Grid,
  GridItem,
  Group,
  HStack,
  Portal,
  Separator,
  SimpleGrid,
  Spacer,
  Stack,
  VisuallyHidden,
  VStack,
  Wrap,
  chakra,
  // typography and media
  Code,
  Heading,
  Icon,
  Image,
  Kbd,
  Link,
  LinkOverlay,
  List,
  Text,
  // controls and feedback
  Alert,
  Badge,
  Button,
  ButtonGroup,
  Card,
  CloseButton,
  Field,
  Fieldset,
  IconButton,
  Input,
  InputGroup,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Spinner,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, HTMLChakraProps, StackProps, TextProps } from '@chakra-ui/react';
