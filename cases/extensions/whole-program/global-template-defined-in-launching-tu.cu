/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Whole-program mode, two TUs: the __global__ template is defined, instantiated and launched in the first TU; the second only calls a host function of the first. Links."
verdict: ok
phase: link
flags: ["-rdc=false"]
tus: 2
note: "Each TU is compiled -rdc=false (an explicit -rdc=false makes `tus` whole-program). The instantiation's stub and definition are in the same TU, so the CUDA 13.0 default -static-global-template-stub=true does not matter."
---*/
void launch_fill(int *d);

#if CUCONFORM_TU == 1
template <typename T> __global__ void fill(T *p, T v) {
    if (p) *p = v;
}

void launch_fill(int *d) { fill<int><<<1, 1>>>(d, 7); }
#else
int main() {
    launch_fill(nullptr);
    return 0;
}
#endif
