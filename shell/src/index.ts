// The async boundary Module Federation needs before any shared module (react, chakra, ...) is used.
// Named: the server preloads its files and the shared modules it takes with every portal page (docs/decisions/0026).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
