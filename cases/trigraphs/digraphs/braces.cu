/*---
section: I.4.12
clause: digraph.not-on-windows
description: "The digraphs <% and %> stand for { and } in device code."
verdict: ok
---*/
__device__ int one(void) <% return 1; %>
__global__ void kern(int *out) <% *out = one(); %>
