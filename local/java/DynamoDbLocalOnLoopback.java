import java.lang.reflect.Field;

/**
 * Starts AWS's DynamoDB Local listening on 127.0.0.1 only. Its own main (ServerRunner) has no
 * host option and binds every interface, and it checks no credentials: anyone on the network
 * could read the table. This builds the same server from the same arguments, sets the host of
 * its Jetty connectors to loopback before it starts, and runs it (local/dynamodb-local.ts;
 * `java` runs this single source file, nothing is compiled ahead). Uses reflection only, so it
 * compiles against the JDK alone.
 */
public class DynamoDbLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Object connector : connectors) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1");
    proxy.getClass().getMethod("join").invoke(proxy);
  }
}
