/*---
section: "D.3.1.6.4"
clause: dp.symbols.no-symbol-apis
description: "cudaMemcpyToSymbol() and cudaMemcpyFromSymbol() are used by the host around a launch whose child writes the __device__ variable: the symbol APIs belong to the host runtime."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "31 62\n"
---*/
#include "cuconform.h"

__device__ int g_val[2];

__global__ void child() { g_val[1] = g_val[0] * 2; }
__global__ void parent() { child<<<1, 1>>>(); }

int main() {
    int in[2] = {31, 0};
    CC_CHECK(cudaMemcpyToSymbol(g_val, in, sizeof in));
    size_t sz = 0;
    CC_CHECK(cudaGetSymbolSize(&sz, g_val));
    parent<<<1, 1>>>();
    CC_SYNC();
    int out[2] = {0, 0};
    CC_CHECK(cudaMemcpyFromSymbol(out, g_val, sz));
    std::printf("%d %d\n", out[0], out[1]);
    return 0;
}
