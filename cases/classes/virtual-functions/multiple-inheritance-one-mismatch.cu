/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A function overriding two base functions must match both: __device__ matches one base but not the __host__ __device__ one."
verdict: error
---*/
struct B1 {
  virtual __device__ int get(void) { return 1; }
};
struct B2 {
  virtual __host__ __device__ int get(void) { return 2; }
};
struct D : B1, B2 {
  __device__ int get(void) { return 3; } // expect-error
};
