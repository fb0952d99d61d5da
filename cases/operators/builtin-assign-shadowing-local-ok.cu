/*---
section: "I.4.5.1"
clause: operator.builtin-no-assign
description: "A local variable named like a built-in in a nested scope (shadowing it) is assigned; the built-in itself is only read."
verdict: ok
note: "Inside the block the name denotes the local int, not the built-in variable, so the assignment is to an ordinary variable."
---*/
__global__ void kern(int *out) {
    unsigned base = blockIdx.x * blockDim.x;
    {
        int threadIdx = 5;
        threadIdx += 1;
        out[base] = threadIdx;
    }
}
