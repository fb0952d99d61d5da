/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Whole-program mode with -static-global-template-stub=false: the launch of a __global__ template instantiation defined only in the other TU links again (the pre-13.0 linkage)."
verdict: ok
phase: link
flags: ["-rdc=false", "-static-global-template-stub=false"]
tus: 2
note: "The opt-out flag the CUDA 13.0 release documents (CHANGES.md A61); its stub has external linkage, so the two TUs link."
---*/
template <typename T> struct Pair {
    T a, b;
};
template <typename T> __global__ void sum(Pair<T> in, T *out);

#if CUCONFORM_TU == 1
int main() {
    sum<double><<<1, 1>>>(Pair<double>{1.0, 2.0}, nullptr);
    return 0;
}
#else
template <typename T> __global__ void sum(Pair<T> in, T *out) {
    if (out) *out = in.a + in.b;
}
template __global__ void sum<double>(Pair<double>, double *);
#endif
