/*---
section: I.1
clause: features.cxx11.delegating-constructors-cycle
description: "Constructors of a __device__ class that delegate to each other in a cycle (ill-formed, no diagnostic required)"
since: "7.0"
verdict: ndr
std: c++11
note: "[class.base.init]: if a constructor delegates to itself directly or indirectly, the program is ill-formed, no diagnostic required; the breaking case is compiled, never run."
---*/
struct Point {
  int x, y;
  __device__ Point(int a, int b) : Point(a) { y = b; }
  __device__ Point(int a) : Point(a, 0) {}  // expect-error
};

__global__ void kernel(int* out, int x) {
  Point p(x);
  *out = p.x;
}
