/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Whole-program mode, two TUs: both include the __global__ template's definition and each launches the same instantiation; each TU has its own (internal) stub and definition, so the program links."
verdict: ok
phase: link
flags: ["-rdc=false"]
tus: 2
note: "The usual header-only pattern the 13.0 default is designed for: the instantiation is implicit in every TU that launches it."
---*/
template <int N> __global__ void zero(int *p) {
    if (p && threadIdx.x < N) p[threadIdx.x] = 0;
}

#if CUCONFORM_TU == 1
void from_tu1(int *d) { zero<4><<<1, 4>>>(d); }
#else
void from_tu1(int *d);
int main() {
    zero<4><<<1, 4>>>(nullptr);
    from_tu1(nullptr);
    return 0;
}
#endif
