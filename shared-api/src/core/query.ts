// Reads and writes through SWR with one shape, so domain hooks stay one line each: a read is a key and a
// fetcher (no request while the key is null); a write runs, then refreshes the domains it changed.
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from './http.ts';
import type { DomainKeys } from './keys.ts';

export type ApiQuery<Data> = SWRResponse<Data, ApiError>;
export type ApiMutation<Data, Arg> = SWRMutationResponse<Data, ApiError, readonly unknown[], Arg>;

export function useApiQuery<Data>(
  key: readonly unknown[] | null,
  fetcher: () => Promise<Data>,
  options?: SWRConfiguration<Data, ApiError>,
): ApiQuery<Data> {
  return useSWR<Data, ApiError>(key, fetcher, options);
}

export type ApiMutationOptions<Data> = {
  /** Domains whose lists and details are refreshed after a success; what is on screen stays until then. */
  invalidates?: Pick<DomainKeys, 'isKey'>[];
  onSuccess?: (data: Data) => void;
};

export function useApiMutation<Data, Arg = void>(
  key: readonly unknown[],
  run: (arg: Arg) => Promise<Data>,
  { invalidates = [], onSuccess }: ApiMutationOptions<Data> = {},
): ApiMutation<Data, Arg> {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Data, ApiError, readonly unknown[], Arg>(key, async (_key, { arg }) => {
    const data = await run(arg);
    if (invalidates.length > 0) await mutate((cached) => invalidates.some((keys) => keys.isKey(cached)));
    onSuccess?.(data);
    return data;
  });
}
