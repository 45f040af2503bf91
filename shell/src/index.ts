// The async boundary Module Federation needs before any shared module (react, chakra, ...) is used.
import('./bootstrap.tsx');
