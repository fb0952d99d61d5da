/*---
section: B.1.1
clause: extensions.global-void-return
description: "A __global__ function declared to return int, and one defined to return a class, are rejected."
verdict: error
---*/
struct Result { int value; };
__global__ int count_items(const int *items); // expect-error
__global__ Result first_item(const int *items) { return Result{items[0]}; } // expect-error
