/*---
section: "D.3.1.6.4"
clause: dp.symbols.no-symbol-apis
description: "cudaMemcpyToSymbol() in a kernel: runtime APIs that reference symbols are not supported by the device runtime."
verdict: diagnose
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__device__ int dev_var;
__constant__ int const_var;

__global__ void k() {
    int v = 1;
    void *p;
    size_t n;
    cudaMemcpyToSymbol(dev_var, &v, sizeof v); // expect-diag
    (void)p; (void)n;
}
