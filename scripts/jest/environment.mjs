// jsdom plus the Fetch API and friends from Node: ky and SWR need them, jsdom does not implement them.
// AbortController/AbortSignal come from Node too: Node's Request refuses jsdom's signals.
import JsdomEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'TransformStream',
  'WritableStream',
];

export default class PortalEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
