/*---
section: B.2.1
clause: extensions.memspace-at-most-one
description: "__managed__ together with __constant__ or __shared__ is rejected, with or without __device__."
verdict: error
---*/
__managed__ __constant__ int a; // expect-error
__device__ __managed__ __shared__ int b; // expect-error
__constant__ __device__ __managed__ float c = 1.0f; // expect-error
