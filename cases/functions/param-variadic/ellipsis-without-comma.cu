/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A __global__ function declared (int...) — an ellipsis without comma — is rejected."
verdict: error
note: "(int n...) is the same parameter-declaration-clause as (int n, ...)."
---*/
__global__ void kern(int n...) { } // expect-error
