import { useMutation } from "@tanstack/react-query";
import { benefitsContract as api } from "@shared/contracts/benefits";
import type { AssegnoUnicoFormInput, IseeFormInput, TfrFormInput } from "@shared/schemas/benefits";
import { call } from "@/lib/api";

// The benefits calculators compute on the server (docs/benefits.md, "Gli endpoint"); the page shows
// the error itself, so no toast.
const quiet = { meta: { errorToast: false } } as const;

export const useIseeEstimate = () => useMutation({ mutationFn: (body: IseeFormInput) => call(api.isee, { body }), ...quiet });
export const useAssegnoUnicoEstimate = () => useMutation({ mutationFn: (body: AssegnoUnicoFormInput) => call(api.assegnoUnico, { body }), ...quiet });
export const useTfrComparison = () => useMutation({ mutationFn: (body: TfrFormInput) => call(api.tfrVsFund, { body }), ...quiet });
