/*---
section: I.4.12
clause: digraph.not-on-windows
description: "The digraphs <: and :> stand for [ and ] in device code."
verdict: ok
---*/
__device__ int table<:4:> = {1, 2, 3, 4};
__device__ int get(int i) { return table<:i & 3:>; }
