// Where this device keeps what the learner stored for offline use (docs/product/library.md#offline-downloads):
// one IndexedDB object store of keyed values, beside the video that shaka's offline storage keeps in its own
// database. Without IndexedDB (jsdom, some private windows) the values live in memory for the tab.
type KeyValueStore = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
};

const DATABASE = 'portal-offline';
const STORE = 'values';

function indexedDbStore(factory: IDBFactory): KeyValueStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () =>
    (database ??= new Promise((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) =>
    open().then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const transaction = db.transaction(STORE, mode);
          const request = act(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = transaction.onabort = () => reject(transaction.error);
        }),
    );
  return {
    get: <T>(key: string) => run<T | undefined>('readonly', (store) => store.get(key)),
    set: (key, value) => run('readwrite', (store) => store.put(value, key)).then(() => undefined),
    del: (key) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
    keys: () => run('readonly', (store) => store.getAllKeys()).then((keys) => keys.map(String)),
  };
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(values.get(key)) as T | undefined,
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
  };
}

let current: KeyValueStore | null = null;

export function deviceStore(): KeyValueStore {
  current ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(indexedDB);
  return current;
}

/** Tests start from an empty device. */
export function setDeviceStore(store: KeyValueStore): void {
  current = store;
}
