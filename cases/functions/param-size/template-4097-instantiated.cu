/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A __global__ function template instantiated with a 4097-byte parameter type exceeds the 4 KB limit."
verdict: error
note: "The instantiation kern<4097> has a 4097-byte parameter list; the diagnostic is expected at the template (the declaration of the parameter), which is where nvcc reports parameter-space overflows."
---*/
template <int N> struct Blob { char data[N]; };
template <int N> __global__ void kern(Blob<N> b) { } // expect-error
void launch(void) { kern<<<1, 1>>>(Blob<4097>()); }
