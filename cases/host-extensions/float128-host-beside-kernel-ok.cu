/*---
section: "I.4.1"
clause: hostext.float128-host-only
description: "__float128 used in a host function of a translation unit whose kernel uses double only (64-bit x86 Linux host)."
verdict: ok
---*/
__global__ void halve(double *p) { *p *= 0.5; }

double host_precise_sum(const double *v, int n) {
    __float128 acc = 0;
    for (int i = 0; i < n; ++i) acc += v[i];
    return (double)acc;
}
