/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-kept
description: "A virtual __host__ __device__ destructor defaulted on its first declaration: objects are destroyed in a kernel and in a host function"
verdict: ok
---*/
struct Node {
  __host__ __device__ virtual ~Node() = default;
  int v;
};
__global__ void kern(int *p) {
  Node n;
  n.v = *p;
  *p = n.v + 1;
}
int host_use() {
  Node n;
  n.v = 3;
  return n.v;
}
