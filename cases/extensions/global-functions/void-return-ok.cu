/*---
section: B.1.1
clause: extensions.global-void-return
description: "__global__ functions returning void, spelled directly, through a typedef and as a trailing return type, are accepted."
verdict: ok
std: c++14
---*/
typedef void nothing;
__global__ void fill(int *out) { out[threadIdx.x] = 1; }
__global__ nothing clear(int *out) { out[threadIdx.x] = 0; }
__global__ auto touch(int *out) -> void { out[threadIdx.x] += 1; }
int main() {
  int *p = nullptr;
  fill<<<1, 1>>>(p);
  clear<<<1, 1>>>(p);
  touch<<<1, 1>>>(p);
  return 0;
}
