/*---
section: "I.4.10.3"
clause: global.param-polymorphic-ub
description: "A non-polymorphic class (non-virtual member functions, a non-polymorphic base) passed by value to a kernel and its member function called there: copying it is defined."
verdict: ok
phase: run
run:
  stdout: "1 4 7 10\n"
---*/
#include "cuconform.h"

struct Offset {
    int off;
};
struct Line : Offset {
    int slope;
    __host__ __device__ int at(int x) const { return slope * x + off; }
};

__global__ void eval(Line l, int *out) { out[threadIdx.x] = l.at((int)threadIdx.x); }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, 4 * sizeof(int)));
    Line l;
    l.off = 1;
    l.slope = 3;
    eval<<<1, 4>>>(l, out);
    CC_SYNC();
    std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
