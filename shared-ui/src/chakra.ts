// The Chakra primitives every page needs from its first paint, re-exported from here only
// (docs/decisions/0010): the shell and the remotes never import '@chakra-ui/react'. The heavier interactive
// primitives come with the entry that needs them (`./forms`, `./data`, `./overlays`), so the sign-in page
// loads none of them. Each primitive needs its recipe in theme/recipes.ts.
export {
  // layout
  AspectRatio,
  Box,
  Center,
  Flex,
  Grid,
  GridItem,
  Group,
  HStack,
  Portal,
  Separator,
  SimpleGrid,
  Stack,
  VisuallyHidden,
  Wrap,
  chakra,
  // typography and media
  Code,
  Heading,
  Icon,
  Image,
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
  Spinner,
} from '@chakra-ui/react';
