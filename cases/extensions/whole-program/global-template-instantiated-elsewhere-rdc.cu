/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Separate compilation (-rdc=true): a __global__ template instantiation launched in one TU and explicitly instantiated in the other links, because the stub rule is whole-program mode's only."
verdict: ok
phase: link
flags: ["-rdc=true"]
tus: 2
---*/

template <typename T, int N> __global__ void accumulate(T *acc, const T *in);

#if CUCONFORM_TU == 1
void run_accumulate(float *acc, const float *in) { accumulate<float, 4><<<1, 4>>>(acc, in); }

int main() {
    run_accumulate(nullptr, nullptr);
    return 0;
}
#else
template <typename T, int N> __global__ void accumulate(T *acc, const T *in) {
    if (acc && in && threadIdx.x < N) atomicAdd(acc, in[threadIdx.x]);
}
template __global__ void accumulate<float, 4>(float *, const float *);
#endif
