/*---
section: I.4.9.3
clause: global.param-no-reference
description: "Instantiating kern<T>(T) with T = int& gives a reference parameter; the launch is rejected."
verdict: error
note: "The template itself is fine; the instantiation kern<int&> has a reference parameter, diagnosed where it is requested."
---*/
template <typename T>
__global__ void kern(T x) { }
void launch(int &v) {
  kern<int &><<<1, 1>>>(v); // expect-error
}
